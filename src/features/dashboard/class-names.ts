/** The Dashboard's block class (BEM): every panel's elements are `staff-dashboard__…` (Dashboard.scss). */
export const baseClass = 'staff-dashboard'
