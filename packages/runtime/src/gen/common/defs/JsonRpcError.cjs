"use strict"; // Generated (tools/codegen)
const {validate51} = require("./_shared5.cjs");
exports.JsonRpcError = validate51;
