// The section gallery shows sections alone, without the site's header and footer around them.
export default 'bare'
