// 'server-only' guards the browser bundle; the content check runs in Node.
