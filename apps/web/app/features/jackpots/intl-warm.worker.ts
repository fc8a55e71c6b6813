// Runs on a thread of its own: the first Intl formatter a page makes loads the locale's data
// into ICU, about 100 ms of a phone's main thread, while ICU keeps what it loaded for the
// whole renderer. Made here first, the ticker's own formatters then cost a few milliseconds.
// No imports: the worker is a file of its own.
onmessage = (event: MessageEvent<{ locale: string }>) => {
  const { locale } = event.data;
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'narrow' }).format(1);
  } finally {
    postMessage(null);
  }
};
