// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";
import { checkTxid } from "@gw/runtime/common-validators/Txid";

export function MempoolStreamRemove(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "remove") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "remove" }, "must be equal to constant");
		}
		if (data.seq !== undefined) {
			const data1 = data.seq;
			if (!isInteger(data1)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
		if (data.txid !== undefined) checkTxid(errors, data.txid, path, "#/properties/txid", "txid");
		if (data.vsize !== undefined) {
			const data2 = data.vsize;
			if (!isInteger(data2)) typeFail(errors, path + "/vsize", "#/properties/vsize", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/vsize", "#/properties/vsize", "minimum", 0);
			}
		}
		if (data.reason !== undefined) {
			const data3 = data.reason;
			if (typeof data3 != "string") typeFail(errors, path + "/reason", "#/properties/reason", "string");
		}
	} else typeFail(errors, path, "#", "object");
	MempoolStreamRemove.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
