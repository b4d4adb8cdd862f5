import { expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyPart, type LazyPart } from '@/lib/lazy-part';
import type { ReactElement } from 'react';
import { useLazyField } from '../use-lazy-field';

type Field = { Field: (props: { onOpen: () => void }) => ReactElement };

/** A field whose code arrives when the test says so. */
function deferredField() {
  let arrive: () => void = () => undefined;
  const part = lazyPart(
    () =>
      new Promise<Field>((resolve) => {
        arrive = () => resolve({ Field: ({ onOpen }) => <button type="button" onClick={onOpen}>field</button> });
      }),
  );
  return { part, arrive: () => act(async () => arrive()) };
}

function Facade({ part, press, onOpen }: { part: LazyPart<Field>; press?: () => void; onOpen: () => void }) {
  const { field, place, lightButton } = useLazyField(part, 'Test field', press);
  return <div ref={place}>{field ? <field.Field onOpen={onOpen} /> : <button type="button" {...lightButton}>light</button>}</div>;
}

it("takes a mouse's press as the intent: the field arriving between the press and the release (the click then reaches no button) still opens", async () => {
  const { part, arrive } = deferredField();
  const press = jest.fn();
  render(<Facade part={part} press={press} onOpen={() => undefined} />);
  fireEvent.pointerDown(screen.getByRole('button', { name: 'light' }), { pointerType: 'mouse', button: 0 });
  expect(press).toHaveBeenCalledTimes(1);
  await arrive();
  expect(screen.getByRole('button', { name: 'field' })).toBeInTheDocument();
});

it("clicks the field's own button once it is here when the light button was pressed before the code came (no press handler)", async () => {
  const { part, arrive } = deferredField();
  const onOpen = jest.fn();
  render(<Facade part={part} onOpen={onOpen} />);
  const light = screen.getByRole('button', { name: 'light' });
  act(() => light.focus());
  fireEvent.click(light);
  expect(onOpen).not.toHaveBeenCalled();
  await arrive();
  expect(onOpen).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'field' })).toHaveFocus();
});

it('takes neither a finger (a touch may start a scroll) nor another mouse button as a press, and only fetches the code', async () => {
  const { part, arrive } = deferredField();
  const press = jest.fn();
  const onOpen = jest.fn();
  render(<Facade part={part} press={press} onOpen={onOpen} />);
  fireEvent.pointerDown(screen.getByRole('button', { name: 'light' }), { pointerType: 'touch', button: 0 });
  fireEvent.pointerDown(screen.getByRole('button', { name: 'light' }), { pointerType: 'mouse', button: 2 });
  await arrive();
  expect(press).not.toHaveBeenCalled();
  expect(onOpen).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'field' })).not.toHaveFocus();
});
