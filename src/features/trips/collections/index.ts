export { PriceRules } from './PriceRules'
export { TripRequests } from './TripRequests'
