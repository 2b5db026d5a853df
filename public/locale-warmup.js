// Loads the browser's locale data for dates, numbers and amounts on a thread of its own (boot.js starts it). The
// data are shared by the whole page: without this, the first date or number a list formats loads them on the
// page's own thread, just before its first rows are drawn (about 55 ms at CPU ×4). The formats are those of
// src/lib/time.ts, src/lib/countLabel.ts and src/lib/money.ts.
;(() => {
  try {
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
    new Intl.NumberFormat().format(1234.5)
    new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(1)
    new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(1)
  } finally {
    self.close()
  }
})()
