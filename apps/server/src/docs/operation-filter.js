/**
 * A Swagger UI plugin for /api/docs, served as a file of its own because the page's CSP allows
 * no inline script. Swagger UI's filter box matches tags and paths only; this one also finds an
 * operation by its method, operationId, summary or required permission (`x-permission`), so a
 * reader can type "users.write", "delete" or "createRole" and see just those operations.
 */
(() => {
  const includes = (phrase, values) =>
    values.some(
      (value) => value !== undefined && value !== null && String(value).toLowerCase().includes(phrase),
    );

  function opsFilter(taggedOps, filter) {
    const phrase = String(filter).trim().toLowerCase();
    if (!phrase) return taggedOps;
    return taggedOps
      .map((tagged, tag) => {
        if (includes(phrase, [tag])) return tagged;
        const operations = tagged.get('operations').filter((entry) => {
          const operation = entry.get('operation');
          const method = String(entry.get('method')).toUpperCase();
          return includes(phrase, [
            `${method} ${entry.get('path')}`,
            operation.get('operationId'),
            operation.get('summary'),
            operation.get('x-permission'),
          ]);
        });
        return operations.size > 0 ? tagged.set('operations', operations) : null;
      })
      .filter((tagged) => tagged !== null);
  }

  /**
   * Swagger UI's filter box with a placeholder that says what it finds and an accessible name
   * (the original has neither); it drives the same filter state. The placeholder fits the box on
   * a 375 px phone (282 of the 311 px inside it at 16 px); a method or a summary word finds an
   * operation too.
   */
  function filterContainer(React) {
    return function FilterContainer({ specSelectors, layoutSelectors, layoutActions, getComponent }) {
      const filter = layoutSelectors.currentFilter();
      if (filter === false) return null;
      const Col = getComponent('Col');
      return React.createElement(
        'div',
        { className: 'filter-container' },
        React.createElement(
          Col,
          { className: 'filter wrapper', mobile: 12 },
          React.createElement('input', {
            className: 'operation-filter-input',
            type: 'search',
            'aria-label': 'Filter operations',
            placeholder: 'Filter: permission, operationId, path, tag',
            value: typeof filter === 'string' ? filter : '',
            disabled: specSelectors.loadingStatus() === 'loading',
            onChange: (event) => layoutActions.updateFilter(event.target.value),
          }),
        ),
      );
    };
  }

  window.AacOperationFilter = (system) => ({
    fn: { opsFilter },
    components: { FilterContainer: filterContainer(system.React) },
  });
})();
