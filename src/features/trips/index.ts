/**
 * Plan a trip: the price rules editors publish, the builder visitors use (/plan-a-trip), the one pricing function
 * both the browser and the server run, and the trip requests stored beside enquiries. What the rest of the
 * site uses of it is exported here.
 */
export { PriceRules, Proposals, TripRequests } from './collections'
export { destinationPriceLabel } from './price-label'
export { readTripDestinations } from './rules-store'
export { tripMailSection } from './mail'
export { deleteTripRequestsOf, deleteTripRequestsWithoutEnquiry } from './trip-store'
export { deleteProposalsOf, deleteProposalsWithoutEnquiry } from './proposals/privacy'
