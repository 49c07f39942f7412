"use strict"; // Generated (tools/codegen)
const {pushError} = require("./_shared1.cjs");
const schema42 = {"type":["integer","string"],"$id":"https://gw.invalid/specs/common/JsonRpcId.json"};
function validate78(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if((!((typeof data=="number")&&(!(data%1)&&!isNaN(data))))&&(typeof data!=="string")){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/type",keyword:"type",params:{type:schema42.type},message:"must be integer,string"});errors++;}validate78.errors=vErrors;return errors===0;}
module.exports = {validate78};
