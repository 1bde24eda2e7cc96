// Finding elements from inside the page, the same script in every engine: a text, a labelled field,
// and (for WebKit, whose WebDriver has no accessibility locator) the candidates for a role and a
// name, which ./webkitDriver.ts then checks with WebKit's own computed role and label.
//
// findInPage is serialised by the drivers and run in the page: it uses nothing outside itself.

/** The elements that may carry each role, by tag or by an explicit role attribute. */
export const ROLE_SELECTORS: Record<string, string> = {
  article: 'article, [role="article"]',
  button: 'button, [role="button"], input[type="button"], input[type="submit"]',
  group: 'fieldset, [role="group"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  listitem: 'li, [role="listitem"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section, [role="region"]',
  searchbox: 'input[type="search"], [role="searchbox"]',
  status: 'output, [role="status"]',
  tab: '[role="tab"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="password"], textarea, [role="textbox"]',
};

export interface FindSpec {
  /** Candidates by tag (ROLE_SELECTORS), kept when `name` could be their accessible name. */
  css?: string;
  name?: string;
  /** Elements whose whole visible text is exactly this (the innermost ones). */
  text?: string;
  /** The controls of <label>s with exactly this text, and controls with this aria-label. */
  label?: string;
}

export function findInPage(spec: FindSpec, root: Element | null): Element[] {
  const scope: ParentNode = root ?? document;
  const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');
  const visible = (element: Element) => {
    if (element.closest('[aria-hidden="true"]')) return false;
    const check = (element as Element & { checkVisibility?: (o?: object) => boolean })
      .checkVisibility;
    if (check) return check.call(element, { visibilityProperty: true });
    return element.getClientRects().length > 0;
  };

  if (spec.css !== undefined) {
    // A loose filter: every text the accessible name may be made of, the name's letters among
    // them. The engine's own computed name decides (./webkitDriver.ts).
    const wanted = squash(spec.name);
    return [...scope.querySelectorAll(spec.css)].filter((element) => {
      if (!visible(element)) return false;
      const sources = [
        element.getAttribute('aria-label'),
        element.getAttribute('title'),
        element.getAttribute('placeholder'),
        element.textContent,
        ...(element.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => (id ? document.getElementById(id)?.textContent : '')),
        ...[...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent),
        ...[...element.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt')),
      ];
      return sources.some((source) => squash(source).includes(wanted));
    });
  }

  if (spec.label !== undefined) {
    const wanted = normalise(spec.label);
    const byLabel = [...scope.querySelectorAll('label')]
      .filter((label) => normalise(label.textContent) === wanted)
      .map((label) => label.control)
      .filter((control): control is HTMLElement => control !== null);
    const byAriaLabel = [...scope.querySelectorAll('input, textarea, select')].filter(
      (control) => normalise(control.getAttribute('aria-label')) === wanted,
    );
    return [...new Set([...byLabel, ...byAriaLabel])].filter(visible);
  }

  const wanted = normalise(spec.text);
  const letters = squash(spec.text);
  const matches = (element: Element) =>
    squash(element.textContent).includes(letters) &&
    normalise((element as HTMLElement).innerText) === wanted;
  return [...scope.querySelectorAll('body *')].filter(
    (element) =>
      !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName) &&
      matches(element) &&
      ![...element.children].some(matches) &&
      visible(element),
  );
}
