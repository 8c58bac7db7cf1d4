import type { ThemeTokens } from '@kursmarkt/schemas';

const t = (value: string, description: string) => ({ value, description });

/** The complete token set every theme is a partial over: a neutral, accessible default. */
export const baseTokens = {
  color: {
    text: {
      primary: t('#1f2328', 'Body text and headings on page, raised and sunken surfaces.'),
      secondary: t('#4a525c', 'Supporting text such as help texts and metadata.'),
      muted: t('#5f6873', 'Placeholders and de-emphasised text that must stay readable.'),
      inverse: t('#ffffff', 'Text on the inverse surface, e.g. the footer.'),
      link: t('#0b5cad', 'Inline links.'),
      linkHover: t('#08447f', 'Inline links under the pointer.'),
      onBrand: t('#ffffff', 'Text and icons on brand-coloured fills such as primary buttons.'),
      onAccent: t('#1f2328', 'Text and icons on accent fills such as badges.'),
    },
    surface: {
      page: t('#ffffff', 'The page background.'),
      raised: t('#ffffff', 'Cards, dialogs, menus and form fields.'),
      sunken: t('#f3f4f6', 'Wells and alternate rows set into the page.'),
      inverse: t('#1f2328', 'Dark areas such as the footer.'),
      brandSubtle: t('#e8f0fa', 'A light brand tint for highlighted areas and selected items.'),
      overlay: t('#1f232899', 'The translucent scrim behind dialogs.'),
    },
    brand: {
      primary: t('#0b5cad', 'The main brand colour: primary buttons, active states.'),
      primaryHover: t('#094c8f', 'Primary fills under the pointer.'),
      primaryActive: t('#073b70', 'Primary fills while pressed.'),
      secondary: t('#1f2328', 'A second brand colour for headings and the logo mark.'),
    },
    accent: {
      default: t('#f2b705', 'Attention fills such as the cart badge.'),
      hover: t('#d9a404', 'Accent fills under the pointer.'),
      subtle: t('#fdf3d0', 'A light accent tint, e.g. the advert banner.'),
    },
    state: {
      success: t('#1a7f37', 'Success text, icons and borders.'),
      successSurface: t('#e6f4ea', 'Background of success messages.'),
      warning: t('#8a5a00', 'Warning text, icons and borders.'),
      warningSurface: t('#fff4d6', 'Background of warning messages.'),
      danger: t('#c62828', 'Error text, icons and borders of invalid fields.'),
      dangerSurface: t('#fdecea', 'Background of error messages.'),
      info: t('#0b5cad', 'Information text, icons and borders.'),
      infoSurface: t('#e8f0fa', 'Background of information messages.'),
    },
    border: {
      subtle: t('#e1e4e8', 'Dividers between content.'),
      default: t('#c9ced6', 'Card outlines.'),
      strong: t('#6b7480', 'Form field borders: a UI part that needs 3:1.'),
    },
    focus: {
      ring: t('#0b5cad', 'The keyboard focus outline on light surfaces.'),
      ringInverse: t(
        '#ffffff',
        'The keyboard focus outline on the inverse surface, e.g. the footer.',
      ),
    },
  },
  typography: {
    family: {
      body: t('"Liberation Sans", Arial, Helvetica, sans-serif', 'Running text and controls.'),
      heading: t('"Liberation Sans", Arial, Helvetica, sans-serif', 'Headings.'),
      mono: t('"DejaVu Sans Mono", Menlo, Consolas, monospace', 'Codes such as voucher codes.'),
    },
    size: {
      xs: t('0.75rem', 'Badges and fine print.'),
      sm: t('0.875rem', 'Help texts, metadata, small controls.'),
      md: t('1rem', 'Body text and controls.'),
      lg: t('1.25rem', 'Lead text and small headings.'),
      xl: t('1.5rem', 'Section headings.'),
      xxl: t('2rem', 'Page headings.'),
      xxxl: t('2.5rem', 'Hero headings.'),
    },
    weight: {
      regular: t('400', 'Running text.'),
      medium: t('500', 'Labels and buttons.'),
      bold: t('700', 'Headings and emphasis.'),
    },
    lineHeight: {
      tight: t('1.2', 'Headings.'),
      normal: t('1.5', 'Body text.'),
      relaxed: t('1.7', 'Long-form content pages.'),
    },
  },
  space: {
    none: t('0', 'No space.'),
    xxs: t('0.125rem', 'Hairline gaps.'),
    xs: t('0.25rem', 'Between an icon and its label.'),
    sm: t('0.5rem', 'Inside compact controls.'),
    md: t('1rem', 'The default gap between related elements.'),
    lg: t('1.5rem', 'Between groups.'),
    xl: t('2rem', 'Between sections of a card.'),
    xxl: t('3rem', 'Between page sections.'),
    xxxl: t('4rem', 'Around hero areas.'),
  },
  size: {
    borderThin: t('1px', 'Outlines and dividers.'),
    borderThick: t('2px', 'Emphasised outlines such as a selected radio card.'),
    focusRing: t('3px', 'Width of the keyboard focus outline.'),
    controlSm: t('2rem', 'Height of small controls.'),
    controlMd: t('2.75rem', 'Height of controls; at least the 44 px touch target.'),
    controlLg: t('3.25rem', 'Height of large controls.'),
    iconSm: t('1rem', 'Icons inside text.'),
    iconMd: t('1.5rem', 'Icons in buttons and the header.'),
    iconLg: t('2.5rem', 'Feature icons.'),
    logo: t('3.5rem', 'Height of the full logo.'),
    logoCompact: t('2.25rem', 'Height of the logo in the shrunken header.'),
    container: t('75rem', 'Maximum width of page content.'),
    cardMin: t('17rem', 'Smallest width of a card in an auto-filling grid, e.g. course lists.'),
    dialog: t('36rem', 'Maximum width of a dialog.'),
    loadingBar: t('3px', 'Height of the top loading bar.'),
  },
  radius: {
    none: t('0', 'Square corners.'),
    sm: t('0.25rem', 'Badges and small controls.'),
    md: t('0.5rem', 'Buttons and fields.'),
    lg: t('1rem', 'Cards and dialogs.'),
    pill: t('999px', 'Fully rounded ends.'),
  },
  shadow: {
    sm: t('0 1px 2px #1f23281f', 'Resting cards.'),
    md: t('0 4px 12px #1f232826', 'Menus and popovers.'),
    lg: t('0 12px 32px #1f23283d', 'Dialogs.'),
  },
  breakpoint: {
    sm: t('36em', 'Large phones.'),
    md: t('48em', 'Tablets: the navigation leaves its collapsed form here.'),
    lg: t('64em', 'Small desktops.'),
    xl: t('80em', 'Wide desktops.'),
  },
  motion: {
    duration: {
      fast: t('120ms', 'Hover and press feedback.'),
      normal: t('200ms', 'Opening menus and accordions.'),
      slow: t('320ms', 'The header shrinking on scroll.'),
    },
    easing: {
      standard: t('cubic-bezier(0.2, 0, 0, 1)', 'Most transitions.'),
      emphasized: t('cubic-bezier(0.3, 0, 0, 1.2)', 'Elements entering the screen.'),
    },
  },
  layer: {
    header: t('100', 'The sticky header.'),
    dropdown: t('200', 'Menus and suggestion lists.'),
    overlay: t('300', 'Scrims behind dialogs.'),
    dialog: t('310', 'Dialogs.'),
    toast: t('400', 'The loading bar and notifications.'),
  },
  opacity: {
    disabled: t('0.55', 'Disabled controls.'),
  },
  asset: {
    logo: t(
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48"%3E%3Crect width="48" height="48" rx="8" fill="%230b5cad"/%3E%3Cpath d="M12 34V14h6v8l8-8h8l-10 10 10 10h-8l-8-8v8z" fill="%23fff"/%3E%3Ctext x="58" y="32" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="%231f2328"%3EKursmarkt%3C/text%3E%3C/svg%3E',
      'The full logo in the header.',
    ),
    logoCompact: t(
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"%3E%3Crect width="48" height="48" rx="8" fill="%230b5cad"/%3E%3Cpath d="M12 34V14h6v8l8-8h8l-10 10 10 10h-8l-8-8v8z" fill="%23fff"/%3E%3C/svg%3E',
      'The logo mark alone, for the shrunken header.',
    ),
    favicon: t(
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"%3E%3Crect width="48" height="48" rx="8" fill="%230b5cad"/%3E%3C/svg%3E',
      'The browser tab icon.',
    ),
  },
} satisfies ThemeTokens;
