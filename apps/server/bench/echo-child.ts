// The transport's floor for the benchmark: a bare socket.io server (the same options as Harbour's
// transport: websocket, JSON parser) that acknowledges every `move` frame with a small answer, as
// Harbour acknowledges a move, and does nothing else. With ECHO_TRANSPORT=ws it is a bare WebSocket
// server (the `ws` package socket.io itself runs on, no socket.io or engine.io above it) that echoes
// every message: what a WebSocket connection costs without socket.io's layers (bench:capacity's
// `ws` reference).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { WebSocketServer } from 'ws';
import { jsonParser } from '../src/socket/parser.js';
import type { ChildReply, ChildRequest } from './protocol.js';

const http = createServer();
const close = process.env.ECHO_TRANSPORT === 'ws' ? listenWebSocket() : listenSocketIo();

function listenSocketIo(): (done: () => void) => void {
  const io = new Server(http, { path: '/socket.io', serveClient: false, parser: jsonParser, maxHttpBufferSize: 64 * 1024 });
  io.on('connection', (socket) => {
    socket.on('move', (frame: { stateID?: number }, ack: (answer: unknown) => void) => ack({ ok: true, stateID: (frame.stateID ?? 0) + 1 }));
  });
  return (done) => void io.close(done);
}

function listenWebSocket(): (done: () => void) => void {
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false, maxPayload: 64 * 1024 });
  wss.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
  return (done) => {
    for (const socket of wss.clients) socket.terminate();
    wss.close(() => http.close(done));
  };
}
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const send = (reply: ChildReply) => process.send?.(reply);
process.on('message', (message: ChildRequest) => {
  if (message.type === 'create') send({ type: 'created', id: message.id, matches: [] });
  if (message.type === 'collect') {
    (globalThis as { gc?: () => void }).gc?.();
    send({ type: 'collected', id: message.id });
  }
  if (message.type === 'stop') close(() => process.exit(0));
});
send({ type: 'ready', port: (http.address() as AddressInfo).port });
