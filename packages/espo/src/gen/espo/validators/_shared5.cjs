"use strict"; // Generated (tools/codegen)
const schema79 = {"type":"string","enum":["base","quote"]};
module.exports = {schema79};
