/**
 * Copies a Pagefind excerpt into `target`, keeping only text and `<mark>` highlights. The excerpt is
 * parsed inside an inert <template>, so nothing in it can run.
 */
export function renderExcerpt(excerpt: string, target: HTMLElement): void {
  const template = document.createElement('template');
  template.innerHTML = excerpt;
  for (const node of Array.from(template.content.childNodes)) {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      target.append(mark);
    } else {
      target.append(node.textContent ?? '');
    }
  }
}
