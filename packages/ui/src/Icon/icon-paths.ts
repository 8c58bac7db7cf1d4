/**
 * Outline icons on a 24 × 24 grid, each one path drawn with a round 2-unit stroke in the current
 * text colour. Circles are two arcs so that every icon stays a single `d` string; a dot is a
 * zero-length segment that the round line cap turns into a point.
 */
export const iconPaths = {
  cart: 'M3 4h2.5l2.2 10.6a1 1 0 0 0 1 .8h8.7a1 1 0 0 0 1-.8L20 7.5H6.2M10.5 19.5a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0zM18.5 19.5a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0z',
  user: 'M16 8a4 4 0 1 1-8 0a4 4 0 1 1 8 0zM4 21a8 8 0 0 1 16 0',
  search: 'M17 10.5a6.5 6.5 0 1 1-13 0a6.5 6.5 0 1 1 13 0zM15.2 15.2L20 20',
  chevronDown: 'M6 9l6 6l6-6',
  chevronUp: 'M6 15l6-6l6 6',
  chevronLeft: 'M15 6l-6 6l6 6',
  chevronRight: 'M9 6l6 6l-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7',
  calendar:
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4',
  mapPin:
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM14.5 9.5a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0z',
  clock: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM12 7v5l3 2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  globe:
    'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9s1.2-6.5 3.6-9z',
  info: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM12 11v5.5M12 7.5v.01',
  warning:
    'M10.3 4.3L2.7 17.6a2 2 0 0 0 1.7 3h15.2a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0zM12 9.5v4M12 17v.01',
  error: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM9 9l6 6M15 9l-6 6',
  success: 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM8 12.5l2.7 2.7L16 9.8',
  externalLink: 'M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4',
  bookmark: 'M7 3h10a1 1 0 0 1 1 1v17l-6-4.2L6 21V4a1 1 0 0 1 1-1z',
  heart: 'M12 20s-8-4.7-8-10.5a4.5 4.5 0 0 1 8-2.9a4.5 4.5 0 0 1 8 2.9C20 15.3 12 20 12 20z',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
  document: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash:
    'M4 7h16M10 3h4a1 1 0 0 1 1 1v3H9V4a1 1 0 0 1 1-1zM6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M10 11v6M14 11v6',
  logout: 'M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M16 8l4 4l-4 4M20 12H9',
  facebook:
    'M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zM14 21V10.5a3 3 0 0 1 3-3h1M11 13h6.5',
  linkedin:
    'M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zM8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a3 3 0 0 1 6 0V17',
  xing: 'M5 7.5l2.5 4.5L5 16.5M18.5 3l-6 10l4.5 8',
  twitter:
    'M21 6.5a7 7 0 0 1-2.3.7a3.6 3.6 0 0 0-6.3 3.2A10 10 0 0 1 4.5 6.6s-3.2 6.6 4 9.6a11 11 0 0 1-5.5 1.6c8.2 4.6 17.4.2 17.4-9.4c0-.2 0-.5 0-.7A6 6 0 0 0 21 6.5z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM16 12a4 4 0 1 1-8 0a4 4 0 1 1 8 0zM17.5 6.5v.01',
} as const satisfies Record<string, string>;
