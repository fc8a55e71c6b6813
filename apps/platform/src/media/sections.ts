import type { Palette } from './banner-art.ts';

/**
 * Banner art sections (sectionCode of v1/banners/media). Art is language-neutral: texts are
 * drawn by the web app over the images, so one set serves every culture.
 */
export const BANNER_SECTIONS: Readonly<Record<string, Palette>> = {
  'home-welcome': { from: '#1b0b3a', to: '#6d1b5f', accent: '#e0408a', light: '#ffd166' },
  'home-live': { from: '#0b2a1b', to: '#0f6b4a', accent: '#c0392b', light: '#f1e4b3' },
  'home-jackpots': { from: '#2b1600', to: '#8a4b00', accent: '#ffb703', light: '#fff3b0' },
  'home-spins': { from: '#051937', to: '#004d7a', accent: '#00bf72', light: '#a8eb12' },
  halloween: { from: '#120a1f', to: '#3d1a4f', accent: '#ff7518', light: '#ffb347' },
  christmas: { from: '#0b1d2e', to: '#8b1e2d', accent: '#2e8b57', light: '#fdf6e3' },
  'summer-festival': { from: '#003b5c', to: '#00a6a6', accent: '#ffcc29', light: '#fff8e1' },
  'future-launch': { from: '#10002b', to: '#3c096c', accent: '#9d4edd', light: '#e0aaff' },
  'live-casino': { from: '#081c15', to: '#1b4332', accent: '#b7094c', light: '#d8f3dc' },
  slots: { from: '#240046', to: '#7b2cbf', accent: '#ff9e00', light: '#ffe5ec' },
  'casino-games': { from: '#03045e', to: '#0077b6', accent: '#e63946', light: '#caf0f8' },
  promotions: { from: '#3a0ca3', to: '#f72585', accent: '#4cc9f0', light: '#ffffff' },
  blog: { from: '#22223b', to: '#4a4e69', accent: '#f2a65a', light: '#f2e9e4' },
  info: { from: '#1d3557', to: '#457b9d', accent: '#e9c46a', light: '#f1faee' },
  'game-page': { from: '#111111', to: '#2d2d44', accent: '#ef476f', light: '#ffd6a5' },
  'bt-special': { from: '#2a0800', to: '#c1121f', accent: '#fdf0d5', light: '#ffd60a' },
};

export const GAME_PAGE_SECTION = 'game-page';
