import type { IntlShape } from 'react-intl';

type Formatters = IntlShape['formatters'];
type GetMessageFormat = Formatters['getMessageFormat'];

/**
 * Makes an intl object reuse one compiled formatter per message of its catalog. formatjs memoises its message
 * formatters under a key made by `JSON.stringify` of the message's whole syntax tree, its formats and options, on every
 * call: for a compiled catalog that key costs more than the formatting (a results page formats a few hundred
 * messages). A catalog's messages are objects that live as long as the catalog, so the message object itself (with
 * the locale and the one option that changes its parse, `ignoreTag`) is the key here. Only for intl objects built
 * without custom formats or time zone (the app's: `app-intl.ts`), whose formats are the same on every call; a message
 * given as a string (a default message) goes the stock way.
 */
export function reuseMessageFormats(intl: IntlShape): IntlShape {
  const formatters = intl.formatters as Formatters & { getMessageFormat: GetMessageFormat };
  const stock = formatters.getMessageFormat;
  const byMessage = new WeakMap<object, Map<string, ReturnType<GetMessageFormat>>>();
  const reused: GetMessageFormat = (...args) => {
    const [message, locales, , options] = args;
    if (typeof message !== 'object' || message === null) return stock(...args);
    const key = `${String(locales)}|${options?.ignoreTag ? 'ignoreTag' : ''}`;
    let formats = byMessage.get(message);
    if (!formats) byMessage.set(message, (formats = new Map()));
    let format = formats.get(key);
    if (!format) formats.set(key, (format = stock(...args)));
    return format;
  };
  // formatMessage reads the formatters object it was bound to at creation: replace the function in that object.
  formatters.getMessageFormat = reused;
  return intl;
}
