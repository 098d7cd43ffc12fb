/**
 * Hostile HTML for the stored-HTML tests (the server's sanitiser through HTTP, and the admin app
 * end to end). Each payload, if it ever ran, would call `__xss(<its number>)`, which the browser
 * tests watch for; the server tests check that nothing able to run survives a save.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src="x" alt="" onerror="__xss(2)">',
  '<svg onload="__xss(3)"><circle r="2"></circle></svg>',
  '<a href="javascript:__xss(4)">link 4</a>',
  '<iframe srcdoc="<script>parent.__xss(5)</script>"></iframe>',
  '<body onload="__xss(6)"><p>body 6</p></body>',
  '<ScRiPt>__xss(7)</sCrIpT>',
  '<IMG SRC="x" ALT="" OnErRoR="__xss(8)">',
  '<a href="JaVaScRiPt:__xss(9)">link 9</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(10)">link 10</a>',
  '<a href="java&#x09;script:__xss(11)">link 11</a>',
  '<img src="x" alt="" onerror="&#95;&#95;xss(12)">',
  '<details open ontoggle="__xss(13)"><summary>details 13</summary></details>',
  '<video><source onerror="__xss(14)"></video>',
  '<math><mtext><table><mglyph><style><img src=x alt="" onerror=__xss(15)>',
  '<object data="javascript:__xss(16)"></object>',
  '<embed src="javascript:__xss(17)">',
  '<form action="javascript:__xss(18)"><button>go 18</button></form>',
  '<div style="background:url(javascript:__xss(19))">styled 19</div>',
  '<input autofocus onfocus="__xss(20)">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(21)">',
  '<noscript><p title="</noscript><img src=x alt=\'\' onerror=__xss(22)>"></noscript>',
  '<iframe src="javascript:__xss(23)"></iframe>',
  '<svg><a xlink:href="javascript:__xss(24)"><text x="0" y="20">link 24</text></a></svg>',
  '<img src="x" alt="" onerror="eval(atob(\'X194c3MoMjUp\'))">',
  '<p onmouseover="__xss(26)">hover 26</p>',
  '<base href="javascript:__xss(27)//">',
  '<link rel="stylesheet" href="javascript:__xss(28)">',
  '<a href="  javascript:__xss(29)">link 29</a>',
  '<img src="x" alt="" srcset="javascript:__xss(30)" onerror="__xss(30)">',
];
