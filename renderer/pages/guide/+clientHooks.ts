// This page hydrates: its onRenderClient hook loads though Page itself stays on the server.
export default true
