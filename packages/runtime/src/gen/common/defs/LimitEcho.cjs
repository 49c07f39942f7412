"use strict"; // Generated (tools/codegen)
const {pushError} = require("./_shared1.cjs");
const schema44 = {"type":["integer","null"],"minimum":0,"x-observed":"espo","$id":"https://gw.invalid/specs/common/LimitEcho.json"};
function validate37(data,{instancePath=""}={}){let vErrors=null;let errors=0;if((!((typeof data=="number")&&(!(data%1)&&!isNaN(data))))&&(data!==null)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/type",keyword:"type",params:{type:schema44.type},message:"must be integer,null"});errors++;}if(typeof data=="number"){if(data<0||isNaN(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison:">=",limit:0},message:"must be >= 0"});errors++;}}validate37.errors=vErrors;return errors===0;}
exports.LimitEcho = validate37;
