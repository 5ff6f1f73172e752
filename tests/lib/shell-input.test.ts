/** What a buyer typed into the HTML shell's inputs, handed to the app's once: value, caret, focus. */
import { afterEach, describe, expect, it } from 'vitest';
import { holdShellInputs, takeShellInput } from '@/lib/shell-input';

function shell(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}
afterEach(() => {
  document.body.innerHTML = '';
});

describe('shell inputs handed over to the app', () => {
  it('gives what was typed after holding, with the caret and the focus as they were when the box was removed', () => {
    const root = shell('<input data-handover="search"><input data-handover="other">');
    holdShellInputs(root);
    const box = root.querySelector('input')!;
    box.focus();
    box.value = '阿莫西林 胶囊';
    box.setSelectionRange(4, 4);
    // The app's first commit replaces the shell; Chromium blurs the removed box (jsdom does not: blurred here as it does).
    root.innerHTML = '';
    box.dispatchEvent(new FocusEvent('blur'));
    expect(takeShellInput('search')).toEqual({ value: '阿莫西林 胶囊', focused: true, caret: 4 });
  });

  it('gives it once', () => {
    const root = shell('<input data-handover="search">');
    holdShellInputs(root);
    root.querySelector('input')!.value = 'amxl';
    expect(takeShellInput('search')?.value).toBe('amxl');
    expect(takeShellInput('search')).toBeUndefined();
  });

  it('says the box had no focus when the buyer left it before the app took over', async () => {
    const root = shell('<input data-handover="search"><button>x</button>');
    holdShellInputs(root);
    const box = root.querySelector('input')!;
    box.focus();
    box.value = 'bluofen';
    root.querySelector('button')!.focus();
    // What the box heard is settled in the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeShellInput('search')).toEqual({ value: 'bluofen', focused: false, caret: 7 });
  });

  it('gives the focus of an empty box that had it: the buyer is about to type there', () => {
    const root = shell('<input data-handover="search">');
    holdShellInputs(root);
    root.querySelector('input')!.focus();
    root.innerHTML = '';
    expect(takeShellInput('search')).toEqual({ value: '', focused: true, caret: 0 });
  });

  it('gives nothing for an empty box without the focus, an unmarked input, a name never held, or no shell at all', () => {
    const root = shell('<input data-handover="search"><input name="plain">');
    holdShellInputs(root);
    (root.querySelector('input[name=plain]') as HTMLInputElement).value = 'typed';
    expect(takeShellInput('search')).toBeUndefined();
    expect(takeShellInput('plain')).toBeUndefined();
    expect(takeShellInput('nothing')).toBeUndefined();
    holdShellInputs(shell('<p>boot shell</p>'));
    expect(takeShellInput('search')).toBeUndefined();
  });

  it('holds only the shell of the last boot', () => {
    const first = shell('<input data-handover="search">');
    holdShellInputs(first);
    first.querySelector('input')!.value = 'old';
    holdShellInputs(shell('<p>no inputs</p>'));
    expect(takeShellInput('search')).toBeUndefined();
  });
});
