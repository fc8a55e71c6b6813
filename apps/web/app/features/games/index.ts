// The games feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { GameFilterForm, NoFilterMatch } from './game-filter-form.tsx';
export { GameGroupSection } from './game-group-section.tsx';
export { default as gamePageStyles } from './game-page.module.css';
export { GameParameterList } from './game-parameters.tsx';
export { TILE_IMAGE } from './game-tile.tsx';
