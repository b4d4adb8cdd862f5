import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

const messages = defineMessages({
  title: { id: 'ui.errorModal.title' },
  text: { id: 'ui.errorModal.text' },
  reload: { id: 'ui.errorModal.reload' },
});

export type ErrorModalProps = {
  /** open once a user action has failed */
  open: boolean;
  /** what failed, in the caller's words; a generic text by default */
  message?: ReactNode;
  /** how the page reloads (tests); `window.location.reload()` by default */
  reload?: () => void;
};

/**
 * The error modal of a failed user action (search-and-discovery §4 and §8, product-and-purchase §4: 'when open,
 * closing it reloads the page'): however it is closed — its button, the close button, Escape or a click outside —
 * the page reloads, so the visitor starts again from what the server holds. Its frame loads only when it opens.
 */
export function ErrorModal({ open, message, reload = () => window.location.reload() }: ErrorModalProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reload();
      }}
      title={intl.formatMessage(messages.title)}
      footer={
        <DialogClose asChild>
          <Button>{intl.formatMessage(messages.reload)}</Button>
        </DialogClose>
      }
    >
      <p>{message ?? intl.formatMessage(messages.text)}</p>
    </Dialog>
  );
}
