/** After a refused submit, moves focus to the first field with an error (or the first error message). */
export function focusFirstError(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!target) return;
    if (target.getAttribute('role') === 'alert') {
      target.scrollIntoView({ block: 'center' });
      return;
    }
    target.focus();
  });
}
