/**
 * What a buyer typed into the HTML shell before the app took over. The built index.html paints the header, search box
 * included, before any script has run (scripts/html-shell.ts), so a buyer on a slow phone can start typing a drug's
 * name into a box that the app's first render then replaces with its own. The boot holds on to the shell's inputs
 * (those marked `data-handover="<name>"`) before it renders; the component that draws the same input takes what was
 * typed once it has mounted, with the caret and whether the box had the focus, so nothing typed is lost and the buyer
 * types on.
 */

/** What was in a shell input when the app took it over. */
export interface HandedOver {
  value: string;
  /** The box had the focus when the app replaced it. */
  focused: boolean;
  /** The caret (selection end) in `value`. */
  caret: number;
}

interface Held {
  element: HTMLInputElement;
  focused: boolean;
}

const held = new Map<string, Held>();

/** The attribute that names a shell input the app takes over (`data-handover="search"`). */
export const HANDOVER_ATTRIBUTE = 'data-handover';

/**
 * Before the app's first render: remembers the shell's marked inputs under `container` (a removed element keeps its
 * value) and follows their focus, so that the app knows whether the box had it when the app's commit removed it.
 */
export function holdShellInputs(container: ParentNode): void {
  held.clear();
  for (const element of container.querySelectorAll<HTMLInputElement>(`input[${HANDOVER_ATTRIBUTE}]`)) {
    const name = element.getAttribute(HANDOVER_ATTRIBUTE);
    if (!name || held.has(name)) continue;
    const entry: Held = { element, focused: element.ownerDocument.activeElement === element };
    element.addEventListener('focus', () => (entry.focused = true));
    // Chromium blurs a focused element when it is removed, as the app's first commit does; a blur that leaves the box
    // still in the page a moment later is the buyer's own.
    element.addEventListener('blur', () => {
      setTimeout(() => {
        if (element.isConnected) entry.focused = false;
      }, 0);
    });
    held.set(name, entry);
  }
}

/**
 * Once, by the component that draws the input named `name`, after it has mounted: what the buyer typed into the
 * shell's box and whether it had the focus — an empty box too when it had the focus, since the buyer is about to type
 * into it (and a keystroke in flight when the shell went lands in the box that has the focus) — or nothing when they
 * neither typed nor were in the box (or there was no shell, as under `npm run dev`).
 */
export function takeShellInput(name: string): HandedOver | undefined {
  const entry = held.get(name);
  held.delete(name);
  if (!entry) return undefined;
  const { element } = entry;
  if (element.value === '' && !entry.focused) return undefined;
  const caret = element.selectionEnd ?? element.value.length;
  return { value: element.value, focused: entry.focused, caret: Math.min(caret, element.value.length) };
}
