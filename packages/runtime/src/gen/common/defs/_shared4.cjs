"use strict"; // Generated (tools/codegen)
const schema56 = {"type":["integer","string"],"$id":"https://gw.invalid/specs/common/JsonRpcId.json"};
module.exports = {schema56};
