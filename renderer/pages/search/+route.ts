export default '/search'
