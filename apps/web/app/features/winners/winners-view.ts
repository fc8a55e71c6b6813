import { hrefDynamic, type CultureRef } from '@mc/sites/href';
import { ROUTES, routeExists } from '@mc/sites/routes';
import type { createFormatter } from 'use-intl/core';
import type { Winner } from './winners-schemas.ts';
import { frenchFirstOfMonth } from '../../lib/i18n/calendar-date.ts';

/** Rows the winners table shows (the feed holds more, newest first). */
export const WINNERS_LIMIT = 10;

/** A row of the winners table as pages render it: the game link resolved on the server. */
export interface WinnerRow {
  key: string;
  userName: string;
  amount: number;
  /** ISO 4217 code of `amount`: the site's currency, as the feed gives it. */
  currency: string;
  gameName: string;
  /** The game's page, or null where its route does not exist in the culture (shown as text). */
  gameHref: string | null;
  /** UTC ISO date-time. */
  wonAt: string;
  /**
   * `wonAt` as the culture shows it (GMT), formatted on the server: the browser then creates
   * no date formatter while hydrating (the first one costs ~35 ms of a phone's main thread).
   */
  wonAtText: { date: string; time: string };
  /** `amount` in `currency` as the culture shows it, formatted on the server (see `wonAtText`). */
  amountText: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The game page of a winner, only through a game route that exists in the culture. */
export function winnerGameHref(winner: Pick<Winner, 'routeKey' | 'gameSlug'>, culture: CultureRef): string | null {
  const route = ROUTES.get(winner.routeKey);
  if (!route || route.contentType !== 'game' || !routeExists(route.key, culture.code) || !SLUG.test(winner.gameSlug)) return null;
  return hrefDynamic({ route: route.key, culture, params: { gameSlug: winner.gameSlug } });
}

/** Feed → rows: newest first, at most `limit`, rows without a valid date or amount left out. */
export function toWinnerRows(winners: readonly Winner[], culture: CultureRef, format: Formatter, limit = WINNERS_LIMIT): WinnerRow[] {
  return winners
    .map((winner, index) => ({ winner, index, time: Date.parse(winner.wonAt) }))
    .filter(({ winner, time }) => !Number.isNaN(time) && Number.isFinite(winner.amount) && winner.amount >= 0)
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ winner, index, time }) => ({ winner, index, wonAt: new Date(time).toISOString() }))
    .map(({ winner, index, wonAt }) => ({
      key: `${index}-${winner.userName}-${winner.gameSlug}`,
      userName: winner.userName,
      amount: winner.amount,
      currency: winner.currency,
      gameName: winner.gameName,
      gameHref: winnerGameHref(winner, culture),
      wonAt,
      wonAtText: formatWonAt(format, wonAt),
      amountText: formatWinAmount(format, winner.amount, winner.currency),
    }));
}

/**
 * The seam for showing wins in the visitor's currency once visitor state exists: amounts in
 * `from` are multiplied by `rate` and shown in `to`. Without one (the default) amounts stay in
 * the site's currency.
 */
export interface CurrencyConversion {
  from: string;
  to: string;
  rate: number;
}

export function displayAmount(amount: number, currency: string, conversion?: CurrencyConversion | null): { amount: number; currency: string } {
  if (!conversion || conversion.from !== currency || conversion.to === currency || !Number.isFinite(conversion.rate) || conversion.rate <= 0) {
    return { amount, currency };
  }
  return { amount: amount * conversion.rate, currency: conversion.to };
}

type Formatter = Pick<ReturnType<typeof createFormatter>, 'number' | 'dateTime'>;

/** A win in its currency, per the culture: whole amounts without decimals, others with two. */
export function formatWinAmount(format: Formatter, amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return format.number(amount, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * Winners' times are GMT (spec/catalogue.md section 9) whatever the culture's time zone: date
 * and time formatted in UTC per the culture, for a message that labels them GMT.
 */
export function formatWonAt(format: Formatter, iso: string): { date: string; time: string } {
  const value = new Date(iso);
  return {
    date: frenchFirstOfMonth(format.dateTime(value, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })),
    time: format.dateTime(value, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}
