/**
 * Where a reader's "hide" choices are kept, in their browser only: `<id>@<version>` entries.
 * Read by the banner's island (alert-banner.island.ts) and by the line the page runs before its
 * first paint (`HIDE_BEFORE_PAINT`).
 */
export const HIDDEN_KEY = 'council-hidden-alerts'

/**
 * Run where the page is read, just after the alerts: the warnings and information this reader hid
 * are taken out before the first paint, so the page does not rise under their eyes when the island
 * runs (a phone's page moved by a quarter of its height: decision 058). An emergency stays. Plain
 * JavaScript of the oldest phones the islands serve; any failure (no storage) leaves the alerts.
 */
export const HIDE_BEFORE_PAINT = `(()=>{try{const r=document.currentScript.previousElementSibling,h=JSON.parse(localStorage.getItem(${JSON.stringify(HIDDEN_KEY)})||"[]");if(!Array.isArray(h))return;for(const s of r.querySelectorAll("section[data-alert-key]"))if(s.dataset.alertLevel!=="emergency"&&h.includes(s.dataset.alertKey))s.remove();if(!r.querySelector("section[data-alert-key]"))r.remove()}catch(e){}})()`
