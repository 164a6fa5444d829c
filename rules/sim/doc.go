// Package sim plays whole games between bots without a window: the engine
// of `stolik sim`, of balance reports and of bot-strength reports. It is
// pure Go like the rest of rules/ and writes only to the writers it is
// given.
package sim
