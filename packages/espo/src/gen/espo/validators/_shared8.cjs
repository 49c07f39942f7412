"use strict"; // Generated (tools/codegen)
const validate173 = require("@gw/runtime/common-validators/IntString").IntString;
module.exports = {validate173};
