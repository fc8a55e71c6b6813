import type { MessageArea, Messages } from '../i18n/messages.ts';

/**
 * A part of the message catalogue: an area (`search`) or one key of an area with everything
 * under it (`blog.newsletter`). Checked against the catalogue's shape, so a scope that names
 * nothing fails the type check.
 */
export type MessageScope = { [A in MessageArea]: A | `${A}.${Extract<keyof Messages[A], string>}` }[MessageArea];

/** What every island root translates itself: the text it shows in a failed island's place (island-root.tsx). */
export const ISLAND_ROOT_MESSAGES = ['errors.renderError'] as const satisfies readonly MessageScope[];

type MessageTree = { readonly [key: string]: unknown };

/** The parts of `messages` the scopes name, in the catalogue's shape. */
export function pickMessages(messages: MessageTree, scopes: Iterable<string>): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  for (const scope of scopes) {
    const [area, key] = scope.split('.', 2) as [string, string | undefined];
    const value = messages[area];
    if (value === undefined) continue;
    if (key === undefined) {
      picked[area] = value;
      continue;
    }
    const part = (value as MessageTree)[key];
    if (part === undefined) continue;
    const into = (picked[area] ??= {}) as Record<string, unknown>;
    into[key] = part;
  }
  return picked as Partial<Messages>;
}

/** An island's messages: exactly its registry entry's scopes and its root's, on the server and in the browser alike. */
export function islandMessages(messages: Partial<Messages>, scopes: readonly MessageScope[]): Partial<Messages> {
  return pickMessages(messages, [...ISLAND_ROOT_MESSAGES, ...scopes]);
}
