export { PriceRules } from './PriceRules'
export { TripRequests } from './TripRequests'
export { Proposals } from './Proposals'
