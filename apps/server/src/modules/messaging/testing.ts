// What tests of other modules and the benchmarks may use of the messaging module; never imported by src.
export { dispatchTick, type DispatchDeps } from './service/dispatch';
export { CONVERSATION_READ_TABLES } from './service/conversations';
export { receiveText } from './service/inbound';
export { sendReplyNotices } from './service/reply-notices';
export {
  FILTERED_BURST,
  pollCarrierDeliveries,
  retryUnknownReport,
  recordRefusedSend,
  type DeliveryDeps,
} from './service/delivery-status';
export { SANDBOX_FROM, dispatchDepsOf, inboundDepsOf, deliveryDepsOf, replyNoticeDepsOf } from './module';
export { returnToSenderRate, senderRate, takeFromSenderRate, type SenderRate } from './service/sender-rate';
