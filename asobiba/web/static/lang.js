// The remembered language before the first paint (i18n.js reads it again); a file, not an
// inline script, so that the Content-Security-Policy can forbid inline scripts.
try {
  const lang = localStorage.getItem("asobiba.lang");
  if (lang === "ja" || lang === "en") document.documentElement.lang = lang;
} catch (error) {
  // storage disabled: the browser's language decides
}
