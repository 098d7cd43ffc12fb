import { isOwnImageAddress, OTHER_SITE_IMAGE_ERROR } from '@aac/domain';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, Extension, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  Code,
  Columns2,
  Grid2x2X,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Redo2,
  Rows2,
  Strikethrough,
  Table,
  TextQuote,
  Underline,
  Undo2,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Popover,
  Separator,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  ToggleButton,
  Toolbar,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { fieldLabel, fieldRoot } from '../TextField/Field.css';
import { NativeFieldTexts, RequiredMark, useNativeFieldIds } from '../TextField/NativeFieldParts';
import { tooltip as tooltipClass } from '../Tooltip/Tooltip.css';
import { prose } from './prose.css';
import * as styles from './RichTextEditor.css';
import SafeHtml from './SafeHtml';

export type RichTextEditorMode = 'write' | 'preview';

export interface RichTextEditorProps {
  /** The field's name for people, e.g. "Content". It is the accessible name of the text. */
  label: string;
  /** The text as HTML (controlled): the caller keeps it and updates it from onChange. */
  value?: string;
  /** The starting HTML when the editor keeps its own value (uncontrolled). */
  defaultValue?: string;
  /** Called with the whole text as HTML after every change; an empty text gives "". */
  onChange?: (html: string) => void;
  /** A hint inside the empty text; never a replacement for the label. */
  placeholder?: string;
  /** Help under the field, read as the text's description. */
  description?: ReactNode;
  /** An inline error; the editor keeps what was typed. */
  errorMessage?: string;
  /** Marks the label with "*" and the text as required. */
  isRequired?: boolean;
  /** Not editable, e.g. while a form saves. */
  isDisabled?: boolean;
  /** Offer the Write / Preview switch; Preview shows the sanitised HTML as readers will see it. */
  showPreview?: boolean;
  /** The view shown first: writing (default) or the preview. */
  defaultMode?: RichTextEditorMode;
}

/** A heading level the toolbar offers: h2 and h3 (the page title is the h1). */
type Level = 2 | 3;

/** Addresses a link may take: web pages, mail, or a path or anchor of this site. */
const LINK_ADDRESS = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/i;
/** The shape of an image address: a web image or a path of this site (an upload); only this site's load. */
const IMAGE_ADDRESS = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]+)$/i;

export const LINK_ADDRESS_ERROR = 'Enter an address that starts with https://, http://, mailto: or /';
export const IMAGE_ADDRESS_ERROR = 'Enter the address of an image on this site, starting with /uploads/';

/**
 * Each paragraph and heading takes its direction from its own first letters (`dir="auto"`): an
 * Arabic or Hebrew paragraph reads right to left, here and wherever the stored HTML is shown.
 * Text blocks only: list items, quotes and table cells hold paragraphs, which carry it.
 */
const OwnDirection = Extension.create({
  name: 'ownDirection',
  addGlobalAttributes: () => [
    {
      types: ['paragraph', 'heading'],
      attributes: {
        dir: {
          default: 'auto',
          parseHTML: (element) => {
            const dir = element.getAttribute('dir');
            return dir === 'ltr' || dir === 'rtl' ? dir : 'auto';
          },
          renderHTML: (attributes) => ({ dir: attributes.dir }),
        },
      },
    },
  ],
});

/**
 * The editor's text as HTML: "" when it holds nothing (TipTap gives "<p></p>"), and without the
 * empty paragraph the editor keeps after a final table, image or heading so the caret can go there.
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p[^>]*><\/p>)+$/, '');
}

/**
 * Rich text in and out as HTML, on TipTap (ProseMirror): a labelled toolbar (arrow keys move
 * between its buttons) with marks, headings, lists, quotes, links, images by address and tables,
 * the usual shortcuts (Ctrl/⌘+B, I, U, Z), and a Write / Preview switch that shows the sanitised
 * HTML. Loaded on demand through `LazyRichTextEditor`: screens without an editor do not pay for it.
 */
export default function RichTextEditor({
  label,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  showPreview = true,
  defaultMode = 'write',
}: RichTextEditorProps) {
  const ids = useNativeFieldIds(description, errorMessage);
  const { labelId, describedBy } = ids;
  const [mode, setMode] = useState<RichTextEditorMode>(defaultMode);
  const known = useRef(value ?? defaultValue ?? '');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
        },
      }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      OwnDirection,
    ],
    content: value ?? defaultValue ?? '',
    // The production CSP refuses injected <style> elements: the styles are in RichTextEditor.css.ts.
    injectCSS: false,
    editable: !isDisabled,
    editorProps: {
      attributes: {
        class: `${styles.content} ${prose}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
        ...(isRequired ? { 'aria-required': 'true' } : {}),
        ...(isDisabled ? { 'aria-disabled': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => {
      known.current = htmlOf(changed);
      onChange?.(known.current);
    },
  });

  // A controlled value that changed from outside (a reset, a loaded post) replaces the text. It
  // is compared with the last HTML given or reported, not with the editor's: the editor writes
  // the same text its own way (a `dir` on each block), which is no change to apply or undo.
  useEffect(() => {
    if (value === undefined || editor.isDestroyed || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable === isDisabled) editor.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);

  const previewHtml = value ?? htmlOf(editor);
  const labelElement = (
    <span id={labelId} className={fieldLabel}>
      {label}
      <RequiredMark isRequired={isRequired} />
    </span>
  );
  const writer = (
    <div
      className={styles.frame}
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled ? true : undefined}
    >
      <EditorToolbar editor={editor} label={`${label} formatting`} isDisabled={isDisabled} />
      <EditorContent editor={editor} />
    </div>
  );

  return (
    <div className={fieldRoot}>
      {showPreview ? (
        <Tabs selectedKey={mode} onSelectionChange={(key) => setMode(key as RichTextEditorMode)}>
          <div className={styles.header}>
            {labelElement}
            <TabList aria-label={`${label} view`} className={styles.modeList}>
              <Tab id="write" className={styles.modeTab}>
                Write
              </Tab>
              <Tab id="preview" className={styles.modeTab}>
                Preview
              </Tab>
            </TabList>
          </div>
          {/* Kept mounted while previewing, so the text keeps its undo history and selection. */}
          <TabPanel id="write" shouldForceMount className={styles.panel}>
            {writer}
          </TabPanel>
          <TabPanel id="preview" className={styles.panel}>
            <div className={styles.previewBox}>
              {previewHtml ? (
                <SafeHtml html={previewHtml} label={`Preview of ${label}`} />
              ) : (
                <p className={styles.emptyPreview}>Nothing to preview yet.</p>
              )}
            </div>
          </TabPanel>
        </Tabs>
      ) : (
        <>
          {labelElement}
          {writer}
        </>
      )}
      <NativeFieldTexts ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}

interface EditorToolbarProps {
  editor: Editor;
  label: string;
  isDisabled: boolean;
}

function EditorToolbar({ editor, label, isDisabled }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      code: current.isActive('code'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      inTable: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const heading = (level: Level) => () => chain().toggleHeading({ level }).run();

  return (
    <Toolbar aria-label={label} className={styles.toolbar}>
      <div className={styles.toolGroup}>
        <Toggle
          label="Bold"
          icon={<Bold />}
          isSelected={state.bold}
          isDisabled={isDisabled}
          onChange={() => chain().toggleBold().run()}
        />
        <Toggle
          label="Italic"
          icon={<Italic />}
          isSelected={state.italic}
          isDisabled={isDisabled}
          onChange={() => chain().toggleItalic().run()}
        />
        <Toggle
          label="Underline"
          icon={<Underline />}
          isSelected={state.underline}
          isDisabled={isDisabled}
          onChange={() => chain().toggleUnderline().run()}
        />
        <Toggle
          label="Strikethrough"
          icon={<Strikethrough />}
          isSelected={state.strike}
          isDisabled={isDisabled}
          onChange={() => chain().toggleStrike().run()}
        />
        <Toggle
          label="Code"
          icon={<Code />}
          isSelected={state.code}
          isDisabled={isDisabled}
          onChange={() => chain().toggleCode().run()}
        />
      </div>
      <Separator orientation="vertical" className={styles.separator} />
      <div className={styles.toolGroup}>
        <Toggle
          label="Heading"
          icon={<Heading2 />}
          isSelected={state.h2}
          isDisabled={isDisabled}
          onChange={heading(2)}
        />
        <Toggle
          label="Subheading"
          icon={<Heading3 />}
          isSelected={state.h3}
          isDisabled={isDisabled}
          onChange={heading(3)}
        />
        <Toggle
          label="Bulleted list"
          icon={<List />}
          isSelected={state.bulletList}
          isDisabled={isDisabled}
          onChange={() => chain().toggleBulletList().run()}
        />
        <Toggle
          label="Numbered list"
          icon={<ListOrdered />}
          isSelected={state.orderedList}
          isDisabled={isDisabled}
          onChange={() => chain().toggleOrderedList().run()}
        />
        <Toggle
          label="Quote"
          icon={<TextQuote />}
          isSelected={state.blockquote}
          isDisabled={isDisabled}
          onChange={() => chain().toggleBlockquote().run()}
        />
      </div>
      <Separator orientation="vertical" className={styles.separator} />
      <div className={styles.toolGroup}>
        <LinkTool editor={editor} isActive={state.link} isDisabled={isDisabled} />
        <ImageTool editor={editor} isDisabled={isDisabled} />
        <Tool
          label="Insert table"
          icon={<Table />}
          isDisabled={isDisabled || state.inTable}
          onPress={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
      </div>
      {state.inTable ? (
        <>
          <Separator orientation="vertical" className={styles.separator} />
          <div className={styles.toolGroup}>
            <Tool
              label="Add row below"
              icon={<BetweenHorizontalEnd />}
              isDisabled={isDisabled}
              onPress={() => chain().addRowAfter().run()}
            />
            <Tool
              label="Add column after"
              icon={<BetweenVerticalEnd />}
              isDisabled={isDisabled}
              onPress={() => chain().addColumnAfter().run()}
            />
            <Tool
              label="Delete row"
              icon={<Rows2 />}
              isDisabled={isDisabled}
              onPress={() => chain().deleteRow().run()}
            />
            <Tool
              label="Delete column"
              icon={<Columns2 />}
              isDisabled={isDisabled}
              onPress={() => chain().deleteColumn().run()}
            />
            <Tool
              label="Delete table"
              icon={<Grid2x2X />}
              isDisabled={isDisabled}
              onPress={() => chain().deleteTable().run()}
            />
          </div>
        </>
      ) : null}
      <Separator orientation="vertical" className={styles.separator} />
      <div className={styles.toolGroup}>
        <Tool
          label="Undo"
          icon={<Undo2 />}
          isDisabled={isDisabled || !state.canUndo}
          onPress={() => chain().undo().run()}
        />
        <Tool
          label="Redo"
          icon={<Redo2 />}
          isDisabled={isDisabled || !state.canRedo}
          onPress={() => chain().redo().run()}
        />
      </div>
    </Toolbar>
  );
}

interface ToolProps {
  label: string;
  icon: ReactNode;
  isDisabled: boolean;
  onPress?: () => void;
}

/** A toolbar button named by its label, shown as a tooltip on hover and keyboard focus. */
function Tool({ label, icon, isDisabled, onPress }: ToolProps) {
  return (
    <TooltipTrigger delay={600}>
      <AriaButton aria-label={label} className={styles.tool} isDisabled={isDisabled} onPress={onPress}>
        {icon}
      </AriaButton>
      <Tooltip className={tooltipClass} offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}

interface ToggleProps extends ToolProps {
  isSelected: boolean;
  onChange: () => void;
}

/** A mark or block the selection has or not: pressed when it has it (aria-pressed). */
function Toggle({ label, icon, isDisabled, isSelected, onChange }: ToggleProps) {
  return (
    <TooltipTrigger delay={600}>
      <ToggleButton
        aria-label={label}
        className={styles.tool}
        isDisabled={isDisabled}
        isSelected={isSelected}
        onChange={onChange}
      >
        {icon}
      </ToggleButton>
      <Tooltip className={tooltipClass} offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}

/**
 * A popover's form is portalled out of the host form in the DOM, but React still bubbles its
 * submit event up the component tree: without stopping it here, Apply or Enter in the link or
 * image form would also submit the post or article being written (and save it without the link).
 */
function keepSubmitInPopover(event: FormEvent) {
  event.preventDefault();
  event.stopPropagation();
}

interface PopoverToolProps {
  label: string;
  icon: ReactNode;
  isActive?: boolean;
  isDisabled: boolean;
  children: (close: () => void) => ReactNode;
}

/** A toolbar button that opens a small form under it; Escape closes it and focus comes back. */
function PopoverTool({ label, icon, isActive, isDisabled, children }: PopoverToolProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton
        aria-label={label}
        className={styles.tool}
        isDisabled={isDisabled}
        data-selected={isActive ? true : undefined}
      >
        {icon}
      </AriaButton>
      <Popover placement="bottom start" className={styles.popover}>
        <Dialog aria-label={label} className={styles.popoverForm}>
          {children(() => setOpen(false))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function LinkTool({
  editor,
  isActive,
  isDisabled,
}: {
  editor: Editor;
  isActive: boolean;
  isDisabled: boolean;
}) {
  return (
    <PopoverTool label="Link" icon={<Link />} isActive={isActive} isDisabled={isDisabled}>
      {(close) => <LinkForm editor={editor} close={close} />}
    </PopoverTool>
  );
}

function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    keepSubmitInPopover(event);
    const address = href.trim();
    if (address === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      close();
      return;
    }
    if (!LINK_ADDRESS.test(address)) {
      setError(LINK_ADDRESS_ERROR);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    }
    close();
  };

  return (
    <form onSubmit={submit} className={styles.popoverForm} noValidate>
      <Heading slot="title" className={styles.popoverTitle}>
        {current ? 'Edit link' : 'Add link'}
      </Heading>
      <TextField
        label="Link address"
        type="url"
        value={href}
        onChange={(next) => {
          setHref(next);
          setError(undefined);
        }}
        placeholder="https://"
        description={current ? 'Leave empty to remove the link.' : undefined}
        errorMessage={error}
        autoFocus
      />
      <div className={styles.popoverActions}>
        <Button variant="ghost" tone="neutral" size="small" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" size="small">
          {current && href.trim() === '' ? 'Remove link' : 'Apply'}
        </Button>
      </div>
    </form>
  );
}

function ImageTool({ editor, isDisabled }: { editor: Editor; isDisabled: boolean }) {
  return (
    <PopoverTool label="Insert image" icon={<ImagePlus />} isDisabled={isDisabled}>
      {(close) => <ImageForm editor={editor} close={close} />}
    </PopoverTool>
  );
}

function ImageForm({ editor, close }: { editor: Editor; close: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    keepSubmitInPopover(event);
    const address = src.trim();
    if (!IMAGE_ADDRESS.test(address)) {
      setError(address === '' ? 'Enter the image address' : IMAGE_ADDRESS_ERROR);
      return;
    }
    // The admin loads no image of another host (its Content-Security-Policy): refused here, before
    // the content is saved with a picture that would never show.
    if (!isOwnImageAddress(address, window.location.origin)) {
      setError(OTHER_SITE_IMAGE_ERROR);
      return;
    }
    editor.chain().focus().setImage({ src: address, alt: alt.trim() }).run();
    close();
  };

  return (
    <form onSubmit={submit} className={styles.popoverForm} noValidate>
      <Heading slot="title" className={styles.popoverTitle}>
        Insert image
      </Heading>
      <TextField
        label="Image address"
        type="url"
        value={src}
        onChange={(next) => {
          setSrc(next);
          setError(undefined);
        }}
        placeholder="/uploads/…"
        errorMessage={error}
        isRequired
        autoFocus
      />
      <TextField
        label="Description"
        value={alt}
        onChange={setAlt}
        description="What the image shows, for people who cannot see it."
      />
      <div className={styles.popoverActions}>
        <Button variant="ghost" tone="neutral" size="small" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" size="small">
          Insert
        </Button>
      </div>
    </form>
  );
}
