"use strict"; // Generated (tools/codegen)
const func1 = require("ajv/dist/runtime/ucs2length").default;
module.exports = {func1};
