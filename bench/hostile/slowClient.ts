// The slow client of bench/hostile/slowClients.ts, in a process of its own so its sockets do not
// slow the load generator that measures: `node --import tsx bench/hostile/slowClient.ts <port>`
// holds 2,100 connections from 127.0.0.2 to 127.0.0.1:<port>, each sending a header byte every 2 s
// and reopened a second after the server closes it, and prints how many are open every second.
import { connect } from 'node:net'

const CONNECTIONS = 2_100
const SLOW_CLIENT = '127.0.0.2'
const RECONNECT_MS = 1_000
const port = Number(process.argv[2])

let open = 0
function openOne(): void {
  const socket = connect({ host: '127.0.0.1', port, localAddress: SLOW_CLIENT })
  let timer: NodeJS.Timeout | undefined
  socket.on('error', () => {})
  socket.once('connect', () => {
    open++
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    timer = setInterval(() => socket.write('a'), 2_000)
  })
  socket.once('close', () => {
    if (timer) {
      clearInterval(timer)
      open--
    }
    setTimeout(openOne, RECONNECT_MS)
  })
}

for (let i = 0; i < CONNECTIONS; i++) openOne()
setInterval(() => console.log(`open ${open}`), 1_000)
