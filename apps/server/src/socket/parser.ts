import { Decoder, Encoder, PacketType, protocol, type Packet } from 'socket.io-parser';
import { UNTRUSTED_JSON, jsonTextTooDeep } from '../edge/bounds.js';

/**
 * socket.io's parser, minus one cost: the stock encoder walks every outgoing payload looking for
 * binary attachments before it serialises it. This server only ever sends JSON, so packets are
 * serialised straight away, in exactly the wire format of the stock encoder (clients use the
 * stock parser). Incoming messages are decoded by the stock decoder, except binary packets: they
 * are refused (the connection closes), since rebuilding their attachments recurses into the
 * payload before anything could bound its depth. An event whose text nests deeper than any
 * message may is not parsed at all: it arrives as the event TOO_DEEP_EVENT (same ack id), which
 * the transport refuses as `request.invalid`.
 */
class JsonEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined && packet.id !== null) text += String(packet.id);
    if (packet.data !== undefined && packet.data !== null) text += JSON.stringify(packet.data);
    return [text];
  }
}

const BINARY_TYPES = new Set([String(PacketType.BINARY_EVENT), String(PacketType.BINARY_ACK)]);

/** Stands for an event too deeply nested to be parsed. */
export const TOO_DEEP_EVENT = 'harbour:tooDeep';

/** The event array holds the message: one level more than the message's own bound. */
const MAX_EVENT_DEPTH = UNTRUSTED_JSON.maxDepth + 1;

class JsonDecoder extends Decoder {
  override add(obj: unknown): void {
    if (typeof obj !== 'string' || BINARY_TYPES.has(obj.charAt(0))) throw new Error('binary packets are not accepted');
    if (obj.charAt(0) === String(PacketType.EVENT)) {
      // The header (type, namespace, ack id) has no bracket; the payload starts at the first one.
      const start = obj.indexOf('[');
      if (start > 0 && jsonTextTooDeep(obj, MAX_EVENT_DEPTH, start)) return super.add(`${obj.slice(0, start)}${JSON.stringify([TOO_DEEP_EVENT])}`);
    }
    super.add(obj);
  }
}

export const jsonParser = { protocol, PacketType, Encoder: JsonEncoder, Decoder: JsonDecoder };
