import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '@/components/ui/testing/axe-violations';
import type { AppliedGiftCode } from '@/contracts/redemption';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GiftCodeField } from '../gift-code-field';

const OPEN = "J'ai une carte cadeau ou un code bon";
const LABEL = 'Carte cadeau ou code bon';
const GC42: AppliedGiftCode = { serialNumber: 'GC42', kind: 'GIFTCARD', usedAmount: 5000, balanceAfter: 0 };

/** The field as a checkout holds it: a code applies unless it is 'USED', and then shows in the list. */
function Harness({ initial = [] }: { initial?: AppliedGiftCode[] }) {
  const [applied, setApplied] = useState<AppliedGiftCode[]>(initial);
  return (
    <GiftCodeField
      applied={applied}
      onApply={async (code) => {
        if (code === 'USED') return 'Ce code a déjà été utilisé.';
        setApplied((list) => [...list, GC42]);
        return null;
      }}
      onRemove={(index) => setApplied((list) => list.filter((_, i) => i !== index))}
    />
  );
}

describe('GiftCodeField', () => {
  it("shows only 'I have a gift card or voucher code' until opened, then the code's field with the focus in it", async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Harness />);
    const disclosure = screen.getByRole('button', { name: OPEN });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: LABEL })).toBeNull();
    await user.click(disclosure);
    const code = await screen.findByRole('textbox', { name: LABEL });
    expect(code).toHaveFocus();
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(disclosure).toHaveAttribute('aria-controls', screen.getByRole('group', { name: LABEL }).id);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: LABEL })).toBeNull();
  });

  it('opens from the keyboard; Enter applies a code, a refused one says why at the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: OPEN })).toHaveFocus();
    await user.keyboard('{Enter}');
    const code = await screen.findByRole('textbox', { name: LABEL });
    await user.keyboard('USED{Enter}');
    expect(await screen.findByText('Ce code a déjà été utilisé.')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await user.type(code, 'GC42-AAAA{Enter}');
    expect(await screen.findByTestId('applied-gift-code')).toHaveTextContent('Code GC42…');
  });

  it('stays open while codes are applied, and is open from the start when they are', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[GC42]} />);
    const disclosure = screen.getByRole('button', { name: OPEN });
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('applied-gift-code')).toBeVisible();
    expect(screen.getByRole('textbox', { name: LABEL })).not.toHaveFocus();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Retirer le code GC42…' }));
    expect(screen.queryByTestId('applied-gift-code')).toBeNull();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  });
});
