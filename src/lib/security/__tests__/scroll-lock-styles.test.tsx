import { describe, expect, it } from '@jest/globals';
import * as RadixDialog from '@radix-ui/react-dialog';
import { render, waitFor } from '@testing-library/react';
import { scrollLockStyles } from '../scroll-lock-styles';

describe('the scroll lock style pages under the hash-based CSP allow', () => {
  it('is, to the character, the sheet Radix Dialog adds as it opens (so its hash matches)', async () => {
    document.body.style.margin = '0'; // as the site's global style has it
    render(
      <RadixDialog.Root open>
        <RadixDialog.Portal>
          <RadixDialog.Overlay />
          <RadixDialog.Content aria-describedby={undefined}>
            <RadixDialog.Title>Dialog</RadixDialog.Title>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>,
    );
    const added = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((text) => text.includes('data-scroll-locked'));
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(added()).toEqual([scrollLockStyles(window.innerWidth - document.documentElement.clientWidth)]);
  });
});
