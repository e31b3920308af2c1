export default '/guides/@slug'
