/** The BEM block of the pieces every staff screen shares (styles in staff-ui.scss, Payload theme variables only). */
export const ui = 'staff-ui'
