import { describe, expect, it } from '@jest/globals';
import * as RadixDialog from '@radix-ui/react-dialog';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { topLevelRules } from '../cssom-style-singleton';

function Modal() {
  const [open, setOpen] = useState(true);
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay />
        <RadixDialog.Content aria-describedby={undefined}>
          <RadixDialog.Title>Dialog</RadixDialog.Title>
          <button onClick={() => setOpen(false)}>Close</button>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const styleTags = () => [...document.head.querySelectorAll('style')];
const lockRules = () =>
  styleTags()
    .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .filter((rule) => rule.includes('data-scroll-locked'));

describe('the modals’ scroll lock under the page’s CSP', () => {
  it('locks the page through the CSSOM: its style element has no text for a CSP to allow, and goes with the dialog', async () => {
    const { getByRole } = render(<Modal />);
    await waitFor(() => expect(lockRules().length).toBeGreaterThan(0));
    expect(lockRules().join('\n')).toMatch(/body\[data-scroll-locked\] \{.*overflow: hidden !important/);
    // Text in a style element needs its hash (or the nonce) in the CSP; an empty one is allowed as styled-components' is.
    expect(styleTags().map((tag) => tag.textContent)).toEqual(styleTags().map(() => ''));

    fireEvent.click(getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(lockRules()).toEqual([]));
    expect(styleTags()).toEqual([]);
  });

  it.each([
    ['flat rules', '\n  .a {\n color: red;\n }\n  body[x] { margin: 0 }\n', ['.a {\n color: red;\n }', 'body[x] { margin: 0 }']],
    ['a nested block', '@media (min-width: 1px) { .a { color: red } } .b{}', ['@media (min-width: 1px) { .a { color: red } }', '.b{}']],
    ['nothing', '  \n ', []],
  ])('reads the top-level rules of %s', (_what, css, rules) => {
    expect(topLevelRules(css)).toEqual(rules);
  });
});
