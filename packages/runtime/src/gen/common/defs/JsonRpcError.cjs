"use strict"; // Generated (tools/codegen)
const {validate50} = require("./_shared5.cjs");
exports.JsonRpcError = validate50;
