export default '/product/@slug'
