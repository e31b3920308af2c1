// Printed and taken to a store: the shortlist alone, without the site's header and footer.
export default 'bare'
