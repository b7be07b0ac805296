import { Decoder, Encoder, PacketType, protocol, type Packet } from 'socket.io-parser';

/**
 * socket.io's parser, minus one cost: the stock encoder walks every outgoing payload looking for
 * binary attachments before it serialises it. This server only ever sends JSON, so packets are
 * serialised straight away, in exactly the wire format of the stock encoder (clients use the
 * stock parser). Incoming messages are decoded by the stock decoder, except binary packets: they
 * are refused (the connection closes), since rebuilding their attachments recurses into the
 * payload before anything could bound its depth.
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

class JsonDecoder extends Decoder {
  override add(obj: unknown): void {
    if (typeof obj !== 'string' || BINARY_TYPES.has(obj.charAt(0))) throw new Error('binary packets are not accepted');
    super.add(obj);
  }
}

export const jsonParser = { protocol, PacketType, Encoder: JsonEncoder, Decoder: JsonDecoder };
