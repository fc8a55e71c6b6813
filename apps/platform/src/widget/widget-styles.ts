/**
 * The widget's only style sheet, injected once as a `<style>` element (the sites' CSP allows
 * inline styles). Colours keep at least 4.5:1 against their background; focus is always visible.
 */
export const WIDGET_CSS = `
.mcw{padding:0;border:0;border-radius:12px;width:min(30rem,calc(100vw - 1rem));max-width:none;max-height:calc(100vh - 1rem);overflow:auto;color:#1b1b1f;background:#fff;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.35)}
.mcw::backdrop{background:rgba(10,10,20,.65)}
.mcw *{box-sizing:border-box}
.mcw [hidden]{display:none!important}
.mcw-box{padding:1.25rem 1.5rem 1.5rem}
.mcw-head{display:flex;align-items:flex-start;justify-content:space-between;gap:1rem;margin-bottom:1rem}
.mcw h2{margin:0;font-size:1.375rem;line-height:1.3}
.mcw p{margin:0 0 1rem}
.mcw-x{flex:none;width:2.75rem;height:2.75rem;border:1px solid #6b6b76;border-radius:50%;background:#fff;color:#1b1b1f;font-size:1.5rem;line-height:1;cursor:pointer}
.mcw fieldset{border:1px solid #8a8a94;border-radius:8px;margin:0 0 1rem;padding:.75rem 1rem}
.mcw legend{font-weight:700;padding:0 .25rem}
.mcw-field{margin:0 0 .875rem}
.mcw label{display:block;font-weight:600;margin-bottom:.25rem}
.mcw input:not([type=checkbox]),.mcw select,.mcw textarea{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #6b6b76;border-radius:6px;background:#fff;color:#1b1b1f;font:inherit}
.mcw textarea{min-height:7rem;resize:vertical}
.mcw-check{display:flex;gap:.5rem;align-items:flex-start;flex-wrap:wrap}
.mcw-check input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;flex:none}
.mcw-check label{flex:1;font-weight:400;margin:0}
.mcw-check .mcw-err{flex-basis:100%}
.mcw-hint{margin:.25rem 0 0;color:#4a4a55;font-size:.875rem}
.mcw-err{margin:.25rem 0 0;color:#b3001b;font-weight:600;font-size:.875rem}
.mcw [aria-invalid=true]{border-color:#b3001b!important;border-width:2px!important}
.mcw-summary{margin:0 0 1rem;padding:.75rem 1rem;border:2px solid #b3001b;border-radius:8px;color:#b3001b;background:#fff5f6}
.mcw-summary ul{margin:.25rem 0 0;padding-left:1.25rem}
.mcw-status{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:#eef6ee;color:#14532d}
.mcw-btn{display:block;width:100%;min-height:2.75rem;margin:1rem 0 0;padding:.625rem 1rem;border:0;border-radius:8px;background:#0b4fb3;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.mcw-btn[disabled]{background:#56657d;cursor:progress}
.mcw-links{margin-top:.5rem}
.mcw-link{display:inline-block;margin:.5rem 1rem 0 0;padding:.25rem 0;border:0;background:none;color:#0b4fb3;font:inherit;text-decoration:underline;cursor:pointer}
.mcw-link[disabled]{color:#56657d}
.mcw :focus-visible{outline:3px solid #0b4fb3;outline-offset:2px}
`;
