// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";
import { checkTxid } from "@gw/runtime/common-validators/Txid";

export function MempoolStreamAdd(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "add") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "add" }, "must be equal to constant");
		}
		if (data.seq !== undefined) {
			const data1 = data.seq;
			if (!isInteger(data1)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
		if (data.txid !== undefined) checkTxid(errors, data.txid, path, "#/properties/txid", "txid");
		if (data.wtxid !== undefined) checkTxid(errors, data.wtxid, path, "#/properties/wtxid", "wtxid");
		if (data.vsize !== undefined) {
			const data2 = data.vsize;
			if (!isInteger(data2)) typeFail(errors, path + "/vsize", "#/properties/vsize", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/vsize", "#/properties/vsize", "minimum", 0);
			}
		}
		if (data.weight !== undefined) {
			const data3 = data.weight;
			if (!isInteger(data3)) typeFail(errors, path + "/weight", "#/properties/weight", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/weight", "#/properties/weight", "minimum", 0);
			}
		}
		if (data.first_seen !== undefined) {
			const data4 = data.first_seen;
			if (!isInteger(data4)) typeFail(errors, path + "/first_seen", "#/properties/first_seen", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/first_seen", "#/properties/first_seen", "minimum", 0);
			}
		}
		if (data.origin !== undefined) {
			const data5 = data.origin;
			if (typeof data5 != "string") typeFail(errors, path + "/origin", "#/properties/origin", "string");
		}
		if (data.provisional !== undefined) {
			const data6 = data.provisional;
			if (typeof data6 != "boolean") typeFail(errors, path + "/provisional", "#/properties/provisional", "boolean");
		}
		if (data.rbf !== undefined) {
			const data7 = data.rbf;
			if (typeof data7 != "boolean") typeFail(errors, path + "/rbf", "#/properties/rbf", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	MempoolStreamAdd.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
